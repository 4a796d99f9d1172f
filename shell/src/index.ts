import { serverPaintSettled } from './first-paint';

void serverPaintSettled().then(() => import('./bootstrap'));
