// Imported lazily by client/boot.ts on every page with islands: install the
// sync triggers, and flush if the outbox holds anything (an empty outbox costs
// one IndexedDB read and no request).
import { flushOutbox } from "./flush";
import { queuedAnswers } from "./outbox";
import { installSyncTriggers } from "./triggers";

installSyncTriggers();
queuedAnswers().then((queued) => void (queued.length && flushOutbox()), () => undefined);
