import pretty from 'pino-pretty';

/**
 * Where the server's pino lines go in `npm start`: stdout, buffered (performance: one
 * write syscall per request line costs ~6 % of the server's CPU under load in
 * bench/serverProfile.ts). Lines are gathered and written together once 4 KiB are waiting or
 * 100 ms after the first one; warnings and errors (pino level ≥ 40) are written at once, with
 * whatever waits before them, and the buffer is flushed when the process exits (SIGTERM path,
 * crash). A SIGKILL may lose up to 100 ms of info lines. LOG_SYNC=1 writes every line at once.
 * process.stdout is synchronous on Linux for files, pipes and terminals.
 */
export interface LogDestination {
  write(line: string): void;
  flush(): void;
}

export function bufferedStdout({ maxBytes = 4096, maxDelayMs = 100 } = {}): LogDestination {
  let buffer = '';
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (buffer === '') return;
    const out = buffer;
    buffer = '';
    process.stdout.write(out);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      buffer += line;
      // pino lines start with {"level":NN — 40 warn, 50 error, 60 fatal go out immediately.
      const urgent = line.charCodeAt(9) >= 52 /* '4' */ && line.startsWith('{"level":');
      if (urgent || buffer.length >= maxBytes) flush();
      else if (!timer) {
        timer = setTimeout(flush, maxDelayMs);
        timer.unref();
      }
    },
    flush,
  };
}

/**
 * Where log lines go in development: pino-pretty, one readable line each (time, level, message,
 * then the fields — the request's id among them), written at once. Production keeps JSON lines
 * for the log collector (bufferedStdout).
 */
export function prettyStdout(): LogDestination {
  const stream = pretty({
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
  });
  return { write: (line) => void stream.write(line), flush: () => {} };
}
