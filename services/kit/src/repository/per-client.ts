// A service's set of repositories, built once per database client: the engines inside describe
// their tables on first use and are then reused by every call, reaction and job.
export function perClient<C extends object, R>(build: (db: C) => R): (db: C) => R {
  const built = new WeakMap<C, R>()
  return (db) => {
    let value = built.get(db)
    if (value === undefined) built.set(db, (value = build(db)))
    return value
  }
}
