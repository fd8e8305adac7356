import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { common, home, legal, symptoms } from '@app/i18n';
import { DEFAULT_REMOTES, E2E_DIR, E2E_PORTS, REMOTES_FILE, ROOT, runningProcesses } from './support/site';
import { withCookieConsentStored } from './support/symptom-screen';

function serveRemote(dist: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-remote.mjs'), dist, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serving') && resolve(server));
    server.once('exit', (code) => reject(new Error(`remote server exited with ${code}`)));
  });
}

async function stopped(pid: number) {
  for (let i = 0; i < 40; i += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`process ${pid} did not stop`);
}

test.describe.serial('federated remotes', () => {
  test.use({ locale: 'en-US' });
  // The banner may cover the footer of the short Retry screen; it is not what these tests are about.
  withCookieConsentStored();
  let restartedRemote: ChildProcess | undefined;
  test.afterAll(() => {
    restartedRemote?.kill('SIGTERM');
  });

  test('with the mf-symptoms server stopped, the symptom page offers a retry while home and privacy still work', async ({ page }) => {
    const pid = runningProcesses()['mf-symptoms'];
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, 'SIGTERM');
    await stopped(pid!);

    // The remote loads when the visitor starts: what they typed meanwhile waits for the form behind Retry.
    await page.goto('/en/symptom-analysis');
    await page.getByLabel(symptoms.en.form.label).fill('sore throat since yesterday');
    await expect(page.getByText(common.en.remoteFailure.message)).toBeVisible();
    const retry = page.getByRole('button', { name: common.en.remoteFailure.retry });
    await expect(retry).toBeVisible();

    await page.getByRole('link', { name: common.en.footer.privacyLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: legal.en.privacy.title })).toBeVisible();
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1, name: home.en.welcome.title })).toBeVisible();

    // The remote's team brings it back: Retry loads it without reloading the page, and keeps what was typed.
    await page.goto('/en/symptom-analysis');
    await page.getByLabel(symptoms.en.form.label).fill('sore throat since yesterday');
    await expect(retry).toBeVisible();
    restartedRemote = await serveRemote(path.join(ROOT, 'mf-symptoms/dist'), E2E_PORTS.MF_SYMPTOMS_PORT);
    await retry.click();
    await expect(page.locator('[data-remote-build]')).toBeVisible();
    await expect(page.getByText(common.en.remoteFailure.message)).toBeHidden();
    await expect(page.getByLabel(symptoms.en.form.label)).toHaveValue('sore throat since yesterday');
  });

  test('a second build of a remote registered in remotes.json is picked up on reload, with no shell rebuild', async ({ page }) => {
    const secondBuild = path.join(E2E_DIR, 'mf-symptoms-second');
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', secondBuild],
      { cwd: path.join(ROOT, 'mf-symptoms'), env: { ...process.env, BUILD_ID: 'second-build' }, stdio: 'inherit' },
    );
    expect(build.status).toBe(0);
    const secondPort = 3299;
    const server = await serveRemote(secondBuild, secondPort);
    try {
      // The remote loads once the visitor reaches its field.
      await page.goto('/en/symptom-analysis');
      await page.getByLabel(symptoms.en.form.label).focus();
      const firstBuild = await page.locator('[data-remote-build]').getAttribute('data-remote-build');
      expect(firstBuild).not.toBe('second-build');

      writeFileSync(
        REMOTES_FILE,
        JSON.stringify({ remotes: { ...DEFAULT_REMOTES.remotes, mf_symptoms: `http://127.0.0.1:${secondPort}/mf-manifest.json` } }),
      );
      await page.reload();
      await page.getByLabel(symptoms.en.form.label).focus();
      await expect(page.locator('[data-remote-build]')).toHaveAttribute('data-remote-build', 'second-build');
    } finally {
      writeFileSync(REMOTES_FILE, JSON.stringify(DEFAULT_REMOTES));
      server.kill('SIGTERM');
    }
  });
});
