import { storedDataLabels as labels, storedData } from "~/content/privacy-page";

const terms = ["where", "why", "howLong", "whoSees"] as const;

/** The privacy page's account of each form: what it keeps, where, why, how long, who sees it. */
export function StoredDataList() {
  return (
    <section aria-labelledby="what-we-keep-heading" className="mt-12">
      <h2 id="what-we-keep-heading" className="text-2xl font-bold tracking-tight">
        {labels.heading}
      </h2>
      {storedData.map((record) => (
        <section
          key={record.id}
          id={record.id}
          aria-labelledby={`${record.id}-heading`}
          className="mt-8 rounded-lg border bg-card p-6"
        >
          <h3 id={`${record.id}-heading`} className="text-lg font-semibold">
            {record.name}
          </h3>
          <dl className="mt-3 grid gap-3">
            <div>
              <dt className="font-semibold">{labels.keeps}</dt>
              <dd>
                <ul className="mt-1 grid list-disc gap-1 ps-6">
                  {record.keeps.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </dd>
            </div>
            {terms.map((key) => (
              <div key={key}>
                <dt className="font-semibold">{labels[key]}</dt>
                <dd className="mt-1 text-pretty">{record[key]}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </section>
  );
}
