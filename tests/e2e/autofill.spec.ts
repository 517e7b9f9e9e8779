import { test, expect } from './fixtures';

/**
 * A field filled the moment the one before it hands its text to RJSF — a password manager
 * filling the login form — keeps that text (the rare « * saisie obligatoire » under an identifier
 * that was shown, once in about a hundred logins of the browser tests).
 *
 * A text input hands its value to RJSF from a timer, just after the frame that painted it
 * (useDeferredChange). That update had React's default priority; leaving the field and typing
 * in the next one are discrete events, rendered first. RJSF's blur, computed without the
 * identifier, reported the form without it, and the identifier's own update was then lost.
 * Here the next field is filled in the very task of that timer, right after it ran: the order in
 * which the browser test met it by chance.
 */
test('the login form keeps an identifier handed to RJSF just before the password is filled', async ({ page }) => {
  await page.goto('/#/login');
  const identifiant = page.getByRole('textbox', { name: /Identifiant/ });
  await expect(identifiant).toBeVisible();
  await identifiant.focus();
  await page.evaluate(async () => {
    const [id, pw] = ['input[autocomplete="username"], input[type="email"]', 'input[type="password"]'].map((selector) => document.querySelector<HTMLInputElement>(selector)!);
    const fill = (input: HTMLInputElement, value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    // The input asks for the next frame, then for a timer in it: the password is filled right
    // after that timer's callback, in the same task.
    const frame = window.requestAnimationFrame;
    const done = new Promise<void>((resolve) => {
      window.requestAnimationFrame = (callback) => {
        window.requestAnimationFrame = frame;
        return frame((time) => {
          const timer = window.setTimeout;
          window.setTimeout = ((handler: () => void, ms?: number) => {
            window.setTimeout = timer;
            return timer(() => {
              handler();
              pw.focus();
              fill(pw, 'Demo#2026pass');
              resolve();
            }, ms);
          }) as typeof window.setTimeout;
          try {
            callback(time);
          } finally {
            window.setTimeout = timer;
          }
        });
      };
    });
    fill(id, 'adherent@demo.fr');
    await done;
  });
  await expect(identifiant).toHaveValue('adherent@demo.fr');
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page).toHaveURL(/#\/accueil$/);
});
