// A small Chrome DevTools Protocol client over --remote-debugging-pipe: it drives Debian's chromium
// from node with no library (no WebSocket, no npm package), for the page's browser test and its
// timings. Messages are JSON, each ended by a NUL byte, written to the browser's fd 3 and read from
// its fd 4.
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');

class Browser {
  // Starts headless chromium with the network off (every host unresolvable, a dead proxy).
  constructor(executable, profileDir) {
    this.proc = spawn(executable, ['--headless', '--no-sandbox', '--disable-gpu', '--remote-debugging-pipe', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', `--user-data-dir=${profileDir}`,
      '--host-resolver-rules=MAP * ~NOTFOUND', '--proxy-server=127.0.0.1:9', '--hide-scrollbars', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
    this.stderr = '';
    this.proc.stderr.on('data', (d) => { this.stderr += d; });
    this.nextId = 1;
    this.waiting = new Map();
    this.listeners = [];
    let buffer = '';
    this.proc.stdio[4].on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end;
      while ((end = buffer.indexOf('\0')) >= 0) {
        const message = JSON.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
        if (message.id && this.waiting.has(message.id)) {
          const { resolve, reject } = this.waiting.get(message.id);
          this.waiting.delete(message.id);
          if (message.error) reject(new Error(message.error.message)); else resolve(message.result);
        } else {
          for (const l of this.listeners) l(message);
        }
      }
    });
  }

  send(method, params = {}, sessionId) {
    const id = this.nextId++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    this.proc.stdio[3].write(JSON.stringify(message) + '\0');
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }

  // A new tab of the given size; its console messages and uncaught errors collect in page.console.
  async newPage(width, height, mobile) {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    const page = new Page(this, sessionId);
    this.listeners.push((m) => {
      if (m.sessionId !== sessionId) return;
      if (m.method === 'Runtime.consoleAPICalled') page.console.push(`console.${m.params.type}: ` + m.params.args.map((a) => a.value ?? a.description).join(' '));
      if (m.method === 'Runtime.exceptionThrown') page.console.push('exception: ' + (m.params.exceptionDetails.exception?.description || m.params.exceptionDetails.text));
      if (m.method === 'Log.entryAdded') page.console.push(`log.${m.params.entry.level}: ${m.params.entry.text} ${m.params.entry.url || ''}`);
    });
    await page.send('Runtime.enable');
    await page.send('Log.enable');
    await page.send('Page.enable');
    await page.send('Network.enable');
    await page.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: !!mobile });
    return page;
  }

  close() { this.proc.kill('SIGKILL'); }
}

class Page {
  constructor(browser, sessionId) { this.browser = browser; this.sessionId = sessionId; this.console = []; }
  send(method, params) { return this.browser.send(method, params, this.sessionId); }
  async goto(url) { await this.send('Page.navigate', { url }); }
  // The value of a JavaScript expression in the page (awaited when it is a promise).
  async eval(expression) {
    const r = await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (r.exceptionDetails) throw new Error(`${expression}: ${r.exceptionDetails.exception?.description || r.exceptionDetails.text}`);
    return r.result.value;
  }
  // Polls `expression` until it is truthy; its value, or an error after `ms`.
  async waitFor(expression, ms = 30000) {
    const t0 = Date.now();
    for (;;) {
      const v = await this.eval(expression).catch(() => undefined);
      if (v) return v;
      if (Date.now() - t0 > ms) throw new Error(`timed out after ${ms} ms waiting for ${expression}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  // The whole page, not only the window, as PNG.
  async screenshot(path) {
    const { cssContentSize: size } = await this.send('Page.getLayoutMetrics');
    const clip = { x: 0, y: 0, width: Math.ceil(size.width), height: Math.min(16000, Math.ceil(size.height)), scale: 1 };
    const { data } = await this.send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true, clip });
    fs.writeFileSync(path, Buffer.from(data, 'base64'));
  }
}

module.exports = { Browser };
