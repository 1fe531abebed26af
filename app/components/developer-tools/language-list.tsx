/** The languages the client libraries cover, as a row of labels under a heading. */
export function LanguageList({
  heading,
  languages,
}: {
  heading: string;
  languages: readonly string[];
}) {
  return (
    <div className="mt-10 text-center">
      <h3 className="text-lg font-semibold">{heading}</h3>
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {languages.map((language) => (
          <li
            key={language}
            className="rounded-full border bg-card px-4 py-1.5 font-mono text-sm font-semibold shadow-sm"
          >
            {language}
          </li>
        ))}
      </ul>
    </div>
  );
}
