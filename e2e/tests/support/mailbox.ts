// Reads the mail that the platform delivered to the loopback SMTP sink (e2e/support/smtp-sink.mjs).
import { expect } from '@playwright/test';
import { E2E_SMTP_HTTP_PORT } from './paths';

export interface ReceivedMail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const api = `http://127.0.0.1:${E2E_SMTP_HTTP_PORT}/messages`;

export async function allMail(): Promise<ReceivedMail[]> {
  return (await fetch(api)).json() as Promise<ReceivedMail[]>;
}

/** Waits for a message to `to` whose subject matches, arrived after the ids already seen. */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail()).find(
          (mail) => mail.id > after && mail.to.includes(to.toLowerCase()) && subject.test(mail.subject),
        );
        return found !== undefined;
      },
      { timeout: 20_000, message: `no mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

export async function lastMailId(): Promise<number> {
  return Math.max(0, ...(await allMail()).map((mail) => mail.id));
}

/** The first link in the mail whose path starts with `path`, as a path + query the test can open. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const urls = [...`${mail.html}\n${mail.text}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map(
    (m) => new URL(m[0].replace(/&amp;/g, '&')),
  );
  const url = urls.find((candidate) => candidate.pathname === path);
  if (!url) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return `${url.pathname}${url.search}`;
}
