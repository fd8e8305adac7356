import { closeSync, fdatasyncSync, fsyncSync, openSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/** The part of Emscripten's file system this needs (PGlite exposes it as `Module.FS`). */
interface EmscriptenFs {
  streams: ({ path: string; nfd?: number; node: unknown } | null)[];
  filesystems: { NODEFS: { realPath(node: unknown): string; stream_ops: { fsync?: (stream: { nfd?: number; node: unknown }) => number } } };
}

/**
 * PGlite on Node writes every page straight to the operating system (a killed process loses no commit),
 * but the fsync and fdatasync calls of its PostgreSQL reach no disk: Emscripten's NODEFS implements
 * neither. So a power cut could lose commits already answered. This makes both real:
 * - PGlite awaits `fs.syncToFs()` after every query (unless `relaxedDurability`); for a data folder that is
 *   a no-op, so here it becomes an fdatasync of the write-ahead log: a commit is on disk before its answer;
 * - a checkpoint's fsync of data files and folders reaches the disk, so the log PostgreSQL recycles after
 *   it never held the only copy of a change.
 */
export function flushCommitsToDisk(pg: PGlite): void {
  const fs = (pg.Module as unknown as { FS: EmscriptenFs }).FS;
  const nodeFs = fs.filesystems.NODEFS;
  nodeFs.stream_ops.fsync = (stream) => {
    if (stream.nfd !== undefined) {
      fsyncSync(stream.nfd);
    } else {
      // A folder (PostgreSQL syncs them after creating or renaming files): NODEFS keeps no descriptor for it.
      const folder = openSync(nodeFs.realPath(stream.node), 'r');
      try {
        fsyncSync(folder);
      } finally {
        closeSync(folder);
      }
    }
    return 0;
  };
  pg.fs!.syncToFs = async () => {
    for (const stream of fs.streams) {
      if (stream?.nfd !== undefined && stream.path.includes('/pg_wal/')) fdatasyncSync(stream.nfd);
    }
  };
}
