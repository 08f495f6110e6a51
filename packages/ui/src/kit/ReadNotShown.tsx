/**
 * Words that complete an accessible name taken from the content, read but not shown (a comma between two shown parts, a
 * weekday, 'varer'): inline (`.kurv-hidden-inline`), so that no space comes before a comma as it would after an
 * absolutely positioned part. A space at either end stays outside the hidden part, as text of its own: every name
 * computation keeps it (one that trims each element's text would lose it inside).
 */
export function ReadNotShown({ text }: { text: string }) {
  const words = text.trim();
  if (words === '') {
    return text === '' ? null : <> </>;
  }
  return (
    <>
      {/^\s/.test(text) ? ' ' : null}
      <span className="kurv-hidden-inline">{words}</span>
      {/\s$/.test(text) ? ' ' : null}
    </>
  );
}
