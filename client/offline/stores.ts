// The two IndexedDB stores of offline practice. One database each:
// idb-keyval's createStore only creates its store when it creates the database.
import { createStore } from "idb-keyval";

export const packStore = createStore("nclex-offline-pack", "pack");
export const outboxStore = createStore("nclex-offline-outbox", "outbox");
