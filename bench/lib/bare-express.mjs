#!/usr/bin/env node
// The floor of bench/api-throughput.mjs: a bare Express server answering one path with fixed bytes and
// headers, in a process of its own as the backend is, so that neither shares an event loop with the load
// generator. Prints 'ready' once listening.
//   node bench/lib/bare-express.mjs <port> <path> <body file> <headers JSON>
import { readFileSync } from 'node:fs';
import express from 'express';

const [port, path, bodyFile, headersJson] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = JSON.parse(headersJson);
const app = express();
app.disable('x-powered-by');
app.get(path, (_req, res) => res.set(headers).send(body));
app.listen(Number(port), '127.0.0.1', () => console.log('ready'));
