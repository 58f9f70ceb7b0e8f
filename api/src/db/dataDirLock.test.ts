import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, LOCK_FILE_NAME, acquireDataDirLock } from './dataDirLock';

describe('acquireDataDirLock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lock-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const lockPath = () => path.join(dataDir, LOCK_FILE_NAME);

  it('records the owning pid and removes the file on release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockPath(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockPath())).toBe(false);
  });

  it('refuses a directory a live process holds, naming it and the way out', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`is in use by another process (pid ${process.pid})`);
    lock.release();
  });

  it('takes over a lock left by a process that has exited', () => {
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    fs.writeFileSync(lockPath(), `${pid}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockPath(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    fs.writeFileSync(lockPath(), 'garbage');
    acquireDataDirLock(dataDir).release();
  });

  it('does not remove a lock another process took over', () => {
    const lock = acquireDataDirLock(dataDir);
    fs.writeFileSync(lockPath(), '1\n');
    lock.release();
    expect(fs.existsSync(lockPath())).toBe(true);
  });
});
