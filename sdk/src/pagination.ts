// Async iterators over the API's paged lists, so a partner never handles a cursor unless it wants to
// keep one (the change feed's `nextCursor`, to poll again later from where it stopped).

/** Pages while the API says there are more: `next` is the query for the following page, or null to stop. */
export async function* pages<Page, Query>(
  first: Query,
  read: (query: Query) => Promise<Page>,
  next: (page: Page, query: Query) => Query | null,
): AsyncGenerator<Page, void, undefined> {
  let query: Query | null = first;
  while (query !== null) {
    const page: Page = await read(query);
    yield page;
    query = next(page, query);
  }
}

/** Each item of each page, in order. */
export async function* itemsOf<Page, Item>(
  paged: AsyncIterable<Page>,
  items: (page: Page) => readonly Item[],
): AsyncGenerator<Item, void, undefined> {
  for await (const page of paged) yield* items(page);
}
