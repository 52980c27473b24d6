// The offline pack on this device: one at a time (a new download replaces
// it), with the questions answered from it recently so offline draws can
// prefer the others.
import { createStore, del, get, set } from "idb-keyval";
import type { Recent } from "./pack-draw";
import type { StoredPack } from "./types";

// Its own database: idb-keyval's createStore only creates its store when it creates the database.
const packStore = createStore("nclex-offline-pack", "pack");
const PACK = "pack";
const RECENT = "recent";

export const loadPack = (): Promise<StoredPack | undefined> => get<StoredPack>(PACK, packStore).catch(() => undefined);

export async function savePack(pack: StoredPack): Promise<void> {
  await set(PACK, pack, packStore);
  await del(RECENT, packStore);
}

export async function removePack(): Promise<void> {
  await del(PACK, packStore);
  await del(RECENT, packStore);
}

export const loadRecent = async (): Promise<Recent> =>
  (await get<Recent>(RECENT, packStore).catch(() => undefined)) ?? {};

export async function markAnswered(questionId: number, at: number): Promise<void> {
  const recent = await loadRecent();
  await set(RECENT, { ...recent, [questionId]: at }, packStore).catch(() => undefined);
}
