// Cached pages belong to the student who fetched them (the STUDENT_HEADER
// every page carries). The worker remembers the student of the latest page it
// got from the network; a page for anyone else (another student, or signed
// out) forgets every cached page, and a cached copy is only shown while its
// student is still the one the worker last saw. Clearing also starts a new
// generation, so warm-ups begun before a sign-out cannot refill the cache.
import { PAGES_CACHE, SIGNED_OUT, STUDENT_HEADER } from "../client/pwa/messages";

const META_CACHE = "pages-meta";
const OWNER_KEY = "/__pages-owner";
let owner: string | null | undefined; // undefined: not read yet (the worker may have restarted)
let generation = 0;

export const currentGeneration = () => generation;

async function readOwner(): Promise<string | null> {
  if (owner === undefined) {
    const stored = await (await caches.open(META_CACHE)).match(OWNER_KEY);
    owner = stored ? await stored.text() : null;
  }
  return owner;
}

async function writeOwner(student: string | null) {
  owner = student;
  const meta = await caches.open(META_CACHE);
  if (student === null) await meta.delete(OWNER_KEY);
  else await meta.put(OWNER_KEY, new Response(student));
}

/** Forgets every cached page and whose they were; warm-ups in flight are discarded. */
export async function clearPages() {
  generation++;
  await caches.delete(PAGES_CACHE);
  await writeOwner(null);
}

/** A page arrived from the network for `student`: pages of anyone else go. Returns whether it may be cached. */
export async function notePageOwner(student: string | null): Promise<boolean> {
  if (!student) return false; // not one of our pages
  if (student !== (await readOwner())) {
    await clearPages();
    if (student !== SIGNED_OUT) await writeOwner(student);
  }
  return student !== SIGNED_OUT;
}

/** Whether a cached page may be shown: it is the last seen student's. */
export const mayShow = async (cached: Response) => {
  const student = cached.headers.get(STUDENT_HEADER);
  return !!student && student !== SIGNED_OUT && student === (await readOwner());
};
