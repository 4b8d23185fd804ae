import { spawn } from 'node:child_process';

// Runs the API (restarting on change) and Vite with HMR; Vite proxies /api and /socket.io.
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', STATIC_DIR: '' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
