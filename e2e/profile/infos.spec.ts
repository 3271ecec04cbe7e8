import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cameraJpeg, SVG_AS_JPG } from '@app/api/modules/profile/photos.fixture';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';
import { inFreshBrowser, submitLogin, userMenu, waitForPath } from '../support/identity.ts';

/** A pharmacy's learner whom no other browser test changes. */
const LEARNER = 'maxime.leroy@demo.test';
const INFOS = '/compte/profil/infos';

async function openInfos(page: Page) {
  await page.goto(url('demo', `/connexion?${new URLSearchParams({ redirect: INFOS })}`));
  await submitLogin(page, LEARNER);
  await waitForPath(page, INFOS);
  await page.getByTestId('profile-infos').waitFor();
}

// Issue 13, tests and figures: the infos tab's personal data and photo, through the screens only.
describe('the profile infos tab', () => {
  it('saves personal data, refuses a wrong mobile number beside its field, keeps the right one after a reload', async () => {
    await inFreshBrowser(async ({ page }) => {
      await openInfos(page);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      const personal = page.getByTestId('infos-personal');
      await personal.getByLabel('Date de naissance').fill('1988-06-15');
      await personal.getByLabel('Numéro RPPS ou NIF/NIE').fill('101 0123 4567');
      await personal.getByRole('button', { name: 'Enregistrer mes informations' }).click();
      await personal.getByText('Vos informations personnelles sont enregistrées.').waitFor();

      const mobile = page.getByTestId('infos-mobile');
      const phone = mobile.getByLabel('Numéro de mobile');
      await phone.fill('01 23 45');
      await mobile.getByRole('button', { name: 'Enregistrer le numéro' }).click();
      const refusal = mobile.getByText('Saisissez un numéro de mobile français ou espagnol, par exemple 06 12 34 56 78 ou +34 612 345 678.');
      await refusal.waitFor();
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
      expect(await phone.getAttribute('aria-describedby')).toContain(await refusal.locator('..').getAttribute('id'));
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'profile-infos-phone-refused');

      await phone.fill('06 98 76 54 32');
      await mobile.getByRole('button', { name: 'Enregistrer le numéro' }).click();
      await mobile.getByText('Votre numéro de mobile est enregistré.').waitFor();
      expect(await phone.inputValue()).toBe('+33 6 98 76 54 32');

      await page.reload();
      await page.getByTestId('profile-infos').waitFor();
      expect(await page.getByLabel('Numéro de mobile').inputValue()).toBe('+33 6 98 76 54 32');
      expect(await page.getByLabel('Date de naissance').inputValue()).toBe('1988-06-15');
      expect(await page.getByLabel('Numéro RPPS ou NIF/NIE').inputValue()).toBe('10101234567');
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessibleAndFitting(page, 375);
    });
  });

  it('uploads a photo (an SVG named .jpg refused), shows it in the tab and the header, then deletes it after a confirmation', async () => {
    await inFreshBrowser(async ({ page }) => {
      await openInfos(page);
      const photo = page.getByTestId('infos-photo');
      expect(await userMenu(page).getByTestId('user-avatar-initials').textContent()).toBe('ML');
      const file = photo.getByLabel('Choisir une photo');

      await file.setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: SVG_AS_JPG });
      await photo.getByRole('button', { name: 'Enregistrer la photo' }).click();
      await photo.getByText('Ce fichier n’est pas une photo JPEG, PNG ou WebP : choisissez une photo dans l’un de ces formats.').waitFor();
      expect(await file.getAttribute('aria-invalid')).toBe('true');

      await file.setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(800, 500) });
      await photo.getByTestId('infos-photo-preview').waitFor();
      await photo.getByRole('button', { name: 'Enregistrer la photo' }).click();
      await photo.getByText('Votre photo est enregistrée.').waitFor();
      const shown = photo.getByRole('img', { name: 'Photo de Maxime Leroy' });
      await shown.waitFor();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
      await expect.poll(() => userMenu(page).getByTestId('user-avatar-photo').count()).toBe(1);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'profile-infos-photo');

      await page.reload();
      await photo.getByRole('img', { name: 'Photo de Maxime Leroy' }).waitFor();

      await photo.getByRole('button', { name: 'Supprimer ma photo' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Supprimer votre photo ?' });
      await dialog.waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      await photo.getByText('Votre photo est supprimée.').waitFor();
      await photo.getByRole('img', { name: 'Initiales de Maxime Leroy (aucune photo)' }).waitFor();
      await expect.poll(() => userMenu(page).getByTestId('user-avatar-initials').count()).toBe(1);
    });
  });

  it('opened from a funding file link, names the training and the fields its funder needs, each a link to its field', async () => {
    await inFreshBrowser(async ({ page }) => {
      // Léa (seed step 14) finished two trainings and has no mobile phone; this test only reads her profile.
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'lea.dubois@demo.test');
      await page.waitForURL((u) => !u.pathname.startsWith('/connexion'));
      const [dossier] = await page.evaluate(async () => {
        const answer = await (await fetch('/back/api/user/history', { credentials: 'include' })).json();
        return (answer.data as { courseTrackingId: number; course: { name: string } }[]).map((e) => ({ id: e.courseTrackingId, name: e.course.name }));
      });
      expect(dossier).toBeDefined();

      await page.goto(url('demo', `${INFOS}?dossierId=${dossier.id}`));
      const prompt = page.getByTestId('infos-missing');
      await prompt.getByRole('heading', { name: `Complétez votre profil pour le financement de « ${dossier.name} »` }).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await prompt.getByRole('link', { name: 'Téléphone mobile' }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#infos-mobilePhone');
      expect(await page.getByTestId('infos-mobile').getByLabel('Numéro de mobile').isVisible()).toBe(true);

      // Another person's (or an unknown) file names no training: the prompt is the general one of her current files.
      await page.goto(url('demo', `${INFOS}?dossierId=999999999`));
      await page.getByTestId('profile-infos').waitFor();
      await page.getByTestId('infos-missing').getByRole('heading', { name: 'Complétez votre profil pour vos dossiers de financement' }).waitFor();
      expect(await page.getByText(dossier.name).count()).toBe(0);
    });
  });
});
