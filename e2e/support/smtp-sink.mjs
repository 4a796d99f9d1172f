#!/usr/bin/env node
// A real SMTP server on loopback for the browser tests: the platform sends its mail here over SMTP
// (nodemailer), and the tests read what arrived through a small HTTP API.
//   GET /messages           → [{ id, from, to[], subject, text, html, receivedAt }]
//   DELETE /messages        → forget everything
//   GET /health             → 200 once both servers listen
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? 3126);
let messages = [];
let nextId = 1;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', async () => {
      try {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        messages.push({
          id: nextId++,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});

const http = createServer((req, res) => {
  if (req.url === '/health') {
    res.writeHead(200).end('ok');
  } else if (req.url === '/messages' && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  } else if (req.url === '/messages' && req.method === 'DELETE') {
    messages = [];
    res.writeHead(204).end();
  } else {
    res.writeHead(404).end();
  }
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  http.listen(httpPort, '127.0.0.1', () => console.log(`smtp sink on ${smtpPort}, api on ${httpPort}`));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
