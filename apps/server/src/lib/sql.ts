/** Escapes LIKE wildcards in user input so '%' and '_' match themselves. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%` for a contains-match on user input. */
export const containsPattern = (text: string) => `%${likeEscape(text)}%`;
