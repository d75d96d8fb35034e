/*
 * The page's module script (index.html). A public page arrives with its content in the HTML
 * (entry-server.tsx), and evaluating the framework and hydrating it (main.tsx) holds the main
 * thread for a while: run as soon as the scripts had arrived, that work came before Chromium's
 * first paint, which waited for it (docs/performance.md#lighthouse). So main.tsx is asked for only
 * once the browser has drawn the page, and its download starts then too: Lighthouse's simulation
 * cannot tell when a module script ran, and counts every script that arrived before the first
 * paint as one the paint waited for. boot.ts starts the first page's data before that.
 */
import './index.css';
import { afterFirstPaint } from '@/lib/after-paint';

afterFirstPaint(() => void import('./main'));
