// Code outside React (the API client) navigates through the router instance, which registers
// itself here when it is created. Before that (or in a unit test) navigation is a no-op.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null) {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigator?.(to, options);
}
