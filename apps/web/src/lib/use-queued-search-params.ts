import { useEffect, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/** Builds the next query string from the latest one (a copy, free to change). */
export type SearchParamsUpdate = (latest: URLSearchParams) => URLSearchParams;

/**
 * React Router's `useSearchParams`, whose updates build on every earlier update, also one the
 * router has not rendered yet. React Router's own functional form reads the query of the last
 * render, so two clicks quicker than a render (two filters ticked in a row on a busy phone) kept
 * only the second. The queries asked for and not yet rendered are queued; a newly rendered query
 * that none of them is (Back, a link) empties the queue, so the address always wins in the end.
 * Returns the rendered query and `update(build, options)` (options as for `navigate`).
 */
export function useQueuedSearchParams(): [URLSearchParams, (build: SearchParamsUpdate, options?: NavigateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = useRef<string[]>([]);
  const rendered = useRef(searchParams.toString());
  // Runs once per new query (the router memoises the params by the address): a render for
  // another reason still shows the old one and must not move the queue.
  useEffect(() => {
    rendered.current = searchParams.toString();
    const index = asked.current.indexOf(rendered.current);
    asked.current = index === -1 ? [] : asked.current.slice(index + 1);
  }, [searchParams]);

  const update = (build: SearchParamsUpdate, options?: NavigateOptions) => {
    const next = build(new URLSearchParams(asked.current.at(-1) ?? rendered.current)).toString();
    asked.current = [...asked.current, next];
    setSearchParams(new URLSearchParams(next), options);
  };
  return [searchParams, update];
}
