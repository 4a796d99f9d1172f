// The one file-download helper of the panels: fetch with the session cookie, tell a refusal from a file,
// save the file under its name.
export { configureDownloads, downloadFile, DownloadError } from './download';
export { downloadWithProgress, type DownloadProgress } from './download-progress';
