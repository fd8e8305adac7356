import { asKeptText, type KeptText, type KeptTextStore } from './kept-text';

const DATABASE = 'vitalia-symptoms';
const OBJECTS = 'kept-texts';
/** The one slot: a newer description replaces the older. */
const SLOT = 'description';

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(OBJECTS);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

/** Runs `work` in one transaction and resolves with what it read once the transaction has committed. */
async function transact<T>(factory: IDBFactory, mode: IDBTransactionMode, work: (objects: IDBObjectStore) => () => T): Promise<T> {
  const database = await openDatabase(factory);
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(OBJECTS, mode);
    const result = work(transaction.objectStore(OBJECTS));
    transaction.oncomplete = () => {
      database.close();
      resolve(result());
    };
    transaction.onerror = transaction.onabort = () => {
      database.close();
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    };
  });
}

/** The kept description in IndexedDB: it survives a reload, a closed tab and the browser restarting. */
export function indexedDbKeptTextStore(factory: IDBFactory): KeptTextStore {
  return {
    keep: (entry: KeptText) =>
      transact(factory, 'readwrite', (objects) => {
        objects.put(entry, SLOT);
        return () => undefined;
      }),
    peek: async () =>
      asKeptText(
        await transact(factory, 'readonly', (objects) => {
          const request = objects.get(SLOT);
          return (): unknown => request.result;
        }),
      ),
    // Read and delete in one transaction: another tab's take waits for it and finds nothing.
    take: async () =>
      asKeptText(
        await transact(factory, 'readwrite', (objects) => {
          const request = objects.get(SLOT);
          request.onsuccess = () => {
            if (request.result !== undefined) objects.delete(SLOT);
          };
          return (): unknown => request.result;
        }),
      ),
  };
}
