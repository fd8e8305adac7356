import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './open-database';

describe('PGlite on disk', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  async function openOnDisk(pgliteFsync?: boolean) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-durability-'));
    dirs.push(dataDir);
    const database = await openDatabase({ service: 'durability', schema: {}, dataDir, pgliteFsync });
    await database.query('create table notes (id serial primary key, text text not null)');
    return database;
  }

  afterEach(() => jest.restoreAllMocks());

  it('puts each commit on the disk (fdatasync of its log) before the insert is answered', async () => {
    const database = await openOnDisk();
    const flushed = jest.spyOn(fs, 'fdatasyncSync');
    await database.query('insert into notes (text) values ($1)', ['kept']);
    expect(flushed).toHaveBeenCalled();
    await database.close();
  });

  it('makes a checkpoint’s fsync of the data files real, so the log it recycles was not the only copy', async () => {
    const database = await openOnDisk();
    await database.query('insert into notes (text) values ($1)', ['kept']);
    const synced = jest.spyOn(fs, 'fsyncSync');
    await database.query('checkpoint');
    expect(synced).toHaveBeenCalled();
    await database.close();
  });

  it('with PGLITE_FSYNC=false leaves the writing to the operating system', async () => {
    const database = await openOnDisk(false);
    const flushed = jest.spyOn(fs, 'fdatasyncSync');
    const synced = jest.spyOn(fs, 'fsyncSync');
    await database.query('insert into notes (text) values ($1)', ['fast']);
    await database.query('checkpoint');
    expect(flushed).not.toHaveBeenCalled();
    expect(synced).not.toHaveBeenCalled();
    await database.close();
  });
});
