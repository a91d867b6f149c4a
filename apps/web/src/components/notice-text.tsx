import { List, Stack, Text, Title } from '@mantine/core';

// A notice written as plain text (the privacy notice: packages/shared/src/privacy-notice.ts
// says how): "## " starts a heading, "- " an item of a list, a blank line ends a paragraph.
// Plain text rather than HTML or Markdown, so that what an administrator types can never be
// markup, and the same function draws it on the server and in the browser.

export type NoticeBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** The text's blocks, in order; lines of one paragraph or one item join with a space. */
export function noticeBlocks(text: string): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  let open: NoticeBlock | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      open = null;
    } else if (line.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      open = null;
    } else if (line.startsWith('- ')) {
      const item = line.slice(2).trim();
      if (open?.kind === 'list') open.items.push(item);
      else blocks.push((open = { kind: 'list', items: [item] }));
    } else if (open?.kind === 'list') {
      const last = open.items.length - 1;
      open.items[last] = `${open.items[last]} ${line}`;
    } else if (open?.kind === 'paragraph') {
      open.text = `${open.text} ${line}`;
    } else {
      blocks.push((open = { kind: 'paragraph', text: line }));
    }
  }
  return blocks;
}

/** A notice's text drawn as headings, paragraphs and lists, in the page's language. */
export function NoticeText({ text, lang }: { text: string; lang?: string }) {
  return (
    <Stack gap="sm" lang={lang}>
      {noticeBlocks(text).map((block, index) =>
        block.kind === 'heading' ? (
          <Title key={index} order={2} fz="lg" mt={index ? 'sm' : 0}>
            {block.text}
          </Title>
        ) : block.kind === 'list' ? (
          <List key={index} spacing={6} withPadding>
            {block.items.map((item, at) => (
              <List.Item key={at}>{item}</List.Item>
            ))}
          </List>
        ) : (
          <Text key={index}>{block.text}</Text>
        ),
      )}
    </Stack>
  );
}
