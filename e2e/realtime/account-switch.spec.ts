/** Live channels follow the account in use (issue 6): a switch in this tab, and a switch made in another tab. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, userMenu, waitForPath } from '../support/identity.ts';
import { frameChannel, navigationsOf, socketFrames, type PusherFrame } from '../support/realtime.ts';

const ACCOUNT_CHANNEL = /^private-account\.\d+$/;

/** Signs the referent of two pharmacies in and chooses the first; answers the chosen account's name. */
async function signInOnFirstAccount(page: Page): Promise<string> {
  await page.goto(url('demo', '/connexion'));
  await submitLogin(page, 'referent@demo.test');
  await page.waitForURL((u) => u.pathname === '/choix-du-compte');
  return chooseAccount(page, 0);
}

/** Clicks an account of the account choice page (by its place) and waits for the catalogue; answers its name. */
async function chooseAccount(page: Page, index: number): Promise<string> {
  const choice = page.getByRole('button', { name: /^Continuer avec / }).nth(index);
  const name = (await choice.locator('[data-account-name]').textContent())!.trim();
  await choice.click();
  await waitForPath(page, '/catalogue');
  return name;
}

/** Changes account through the user menu: "Changer de compte", then the account not in use. */
async function switchAccount(page: Page, from: string): Promise<string> {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Changer de compte' }).click();
  await page.getByRole('heading', { level: 1, name: 'Choisissez votre compte' }).waitFor();
  const names = await page.locator('[data-account-name]').allTextContents();
  const other = names.findIndex((n) => n.trim() !== from);
  expect(other).toBeGreaterThanOrEqual(0);
  return chooseAccount(page, other);
}

async function menuShows(page: Page, accountName: string) {
  await userMenu(page).click();
  await page.getByRole('menu').getByText(accountName).waitFor({ timeout: 5_000 });
  await page.keyboard.press('Escape');
}

/** The sent frames that subscribe to or leave account channels, as "pusher:subscribe private-account.7". */
function accountMoves(sent: PusherFrame[]): string[] {
  return sent
    .filter((f) => (f.event === 'pusher:subscribe' || f.event === 'pusher:unsubscribe') && ACCOUNT_CHANNEL.test(frameChannel(f) ?? ''))
    .map((f) => `${f.event} ${frameChannel(f)}`);
}

/** A channel name pattern matching every account channel but the one given. */
function otherAccountChannel(channel: string): RegExp {
  return new RegExp(`^(?!${channel.replace('.', '\\.')}$)private-account\\.\\d+$`);
}

describe('account switching and live channels', () => {
  it('switching account leaves the old account channel and joins the new one on the same socket', async () => {
    await inFreshBrowser(async ({ page }) => {
      const frames = socketFrames(page);
      const nameA = await signInOnFirstAccount(page);
      const channelA = await frames.joined(ACCOUNT_CHANNEL);

      const nameB = await switchAccount(page, nameA);
      const channelB = await frames.joined(otherAccountChannel(channelA));
      await menuShows(page, nameB);

      // The account choice navigates inside the page: the socket opened at login is still the only one, and it left A
      // and joined B.
      expect(frames.sockets).toHaveLength(1);
      expect(accountMoves(frames.sockets[0].sent)).toEqual([
        `pusher:subscribe ${channelA}`,
        `pusher:unsubscribe ${channelA}`,
        `pusher:subscribe ${channelB}`,
      ]);
    });
  });

  it('an account switched in another tab shows in this tab without reloading it', async () => {
    await inFreshBrowser(async ({ context, page: tab1 }) => {
      const frames = socketFrames(tab1);
      const nameA = await signInOnFirstAccount(tab1);
      const [channelA] = await Promise.all([frames.joined(ACCOUNT_CHANNEL), frames.joined(/^private-user\.\d+$/)]);

      const tab2 = await context.newPage();
      await tab2.goto(url('demo', '/catalogue'));
      await menuShows(tab2, nameA);
      const navigations = navigationsOf(tab1);

      const nameB = await switchAccount(tab2, nameA);

      // Tab 1 hears UserChanged, reloads its data in place and follows the new account.
      await menuShows(tab1, nameB);
      await frames.joined(otherAccountChannel(channelA));
      expect(navigations).toEqual([]);
    });
  });
});
