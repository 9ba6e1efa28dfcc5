// A message holding someone's own words (a person's name, a listing's title), the words shown in
// their own direction (dir="auto"): "أهلًا بعودتك، Abdullah!" and "Remove فيلا في الملقا from the
// comparison" each read right, and a check for English left on an Arabic page knows them for user
// content.

/** Stands where the words go while the message is said: an invisible separator no message holds. */
const MARK = '\u2063';

/** `say(mark)` says the message with `mark` where `words` go (the message's `{name}` or `{title}` given `mark`). */
export function WithOwnWords({ say, words }: { say: (mark: string) => string; words: string }) {
  const [before, ...after] = say(MARK).split(MARK);
  if (after.length === 0) return <>{before}</>;
  return (
    <>
      {before}
      <span dir="auto">{words}</span>
      {after.join(words)}
    </>
  );
}
