// A small Chrome DevTools Protocol client over --remote-debugging-pipe: it drives Debian's chromium
// from node with no library (no WebSocket, no npm package), for the page's browser tests and its
// timings. Messages are JSON, each ended by a NUL byte, written to the browser's fd 3 and read from
// its fd 4.
//
// Waiting (tests/web/patience.js): no wait has a clock of its own. Every wait runs until what it
// waits for holds or the run's one deadline passes; then it fails with what it waited for and what
// the page showed. Closing: the browser is asked to close (CDP Browser.close), its process group is
// waited for and killed only after a bound, and its profile is removed with retries; close()
// returns the cleanup's errors instead of throwing them, so a caller prints them after its verdict.
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const { Deadline, within } = require('./patience.js');

class Browser {
  // Starts headless chromium with the network off (every host unresolvable, a dead proxy), in a
  // process group of its own so that every one of its processes can be waited for and ended.
  constructor(executable, profileDir, deadline = new Deadline()) {
    this.profileDir = profileDir;
    this.deadline = deadline;
    this.proc = spawn(executable, ['--headless', '--no-sandbox', '--disable-gpu', '--remote-debugging-pipe', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', `--user-data-dir=${profileDir}`,
      '--host-resolver-rules=MAP * ~NOTFOUND', '--proxy-server=127.0.0.1:9', '--hide-scrollbars', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'], detached: true });
    this.stderr = '';
    this.exited = new Promise((resolve) => this.proc.on('exit', (code, signal) => resolve({ code, signal })));
    this.exitedYet = false;
    this.exited.then(({ code, signal }) => {
      this.exitedYet = true;
      // A browser that is gone answers nothing: every request still waiting fails now, not at the deadline.
      for (const { reject } of this.waiting.values()) reject(new Error(`the browser exited (code ${code}, signal ${signal}) before it answered`));
      this.waiting.clear();
    });
    this.proc.on('error', (e) => { this.stderr += `could not start ${executable}: ${e.message}\n`; });
    this.proc.stderr.on('data', (d) => { this.stderr += d; });
    this.proc.stdio[3].on('error', () => {});  // a write after the browser has gone: reported through `exited`
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

  // A CDP request; its answer, or an error when the browser exits or the run's deadline passes first
  // (or, with `ownMs`, after that many milliseconds of its own, for reports made past the deadline).
  send(method, params = {}, sessionId, ownMs) {
    if (this.exitedYet) return Promise.reject(new Error(`the browser has exited; ${method} was not sent`));
    const id = this.nextId++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    const answer = new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    this.proc.stdio[3].write(JSON.stringify(message) + '\0');
    const what = `the browser's answer to ${method}`;
    return (ownMs ? within(answer, ownMs, what) : this.deadline.race(answer, what)).finally(() => this.waiting.delete(id));
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

  // Ends the browser and removes its profile. Never throws: returns the list of what went wrong.
  // The request to close and the wait for the process group are bounded on their own (not by the
  // run's deadline, which may be what ran out), then the group is killed and waited for.
  async close(graceMs = 10000) {
    const errors = [];
    const gone = (ms) => Promise.race([this.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), ms).unref())]);
    if (!this.exitedYet) {
      try {
        const id = this.nextId++;
        this.proc.stdio[3].write(JSON.stringify({ id, method: 'Browser.close', params: {} }) + '\0');
      } catch (e) { errors.push(`asking the browser to close: ${e.message}`); }
      if (!(await gone(graceMs))) errors.push(`the browser had not exited ${graceMs / 1000} s after Browser.close; its process group was killed`);
    }
    // Chromium's helpers (renderer, GPU, utility) may outlive the browser process: end the whole group.
    try { process.kill(-this.proc.pid, 'SIGKILL'); } catch (e) { if (e.code !== 'ESRCH') errors.push(`killing the browser's process group: ${e.message}`); }
    if (!(await gone(graceMs))) errors.push('the browser did not exit even after SIGKILL');
    await groupGone(this.proc.pid, graceMs).catch((e) => errors.push(e.message));
    const removal = removeTree(this.profileDir);
    if (removal) errors.push(removal);
    return errors;
  }
}

// Resolves once no process of group `pgid` is left (kill(-pgid, 0) fails with ESRCH).
async function groupGone(pgid, ms) {
  const until = Date.now() + ms;
  for (;;) {
    try { process.kill(-pgid, 0); } catch (e) { if (e.code === 'ESRCH') return; throw e; }
    if (Date.now() > until) throw new Error(`processes of the browser's group ${pgid} were still running ${ms / 1000} s after SIGKILL`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Removes a folder and everything in it, retrying while something still writes into it; the
// error's text, or '' when the folder is gone.
function removeTree(dir) {
  try {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    return fs.existsSync(dir) ? `${dir} is still there after removing it` : '';
  } catch (e) { return `removing ${dir}: ${e.message}`; }
}

class Page {
  constructor(browser, sessionId) { this.browser = browser; this.sessionId = sessionId; this.console = []; }
  send(method, params, ownMs) { return this.browser.send(method, params, this.sessionId, ownMs); }
  async goto(url) { await this.send('Page.navigate', { url }); }
  // The value of a JavaScript expression in the page (awaited when it is a promise).
  async eval(expression, ownMs) {
    const r = await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, ownMs);
    if (r.exceptionDetails) throw new Error(`${expression}: ${r.exceptionDetails.exception?.description || r.exceptionDetails.text}`);
    return r.result.value;
  }
  // What the page shows a player now: its status line, its error and its console, for a report.
  async showing() {
    const said = await this.eval(`JSON.stringify({ status: document.querySelector('#status-text')?.textContent ?? '(no status line)',
      error: document.body?.dataset.error ?? '', url: location.href.slice(0, 120) })`, 5000).catch((e) => JSON.stringify({ unreadable: e.message }));
    return `${said}; console: ${this.console.length ? this.console.join(' | ') : '(empty)'}`;
  }
  // Polls `expression` until it is truthy and returns its value. There is no clock of its own: it
  // fails only when the run's deadline passes, with `what` it waited for and what the page showed.
  async waitFor(expression, what = expression) {
    const deadline = this.browser.deadline;
    const t0 = Date.now();
    for (;;) {
      if (deadline.passed()) {
        throw new Error(`gave up waiting for ${what} after ${((Date.now() - t0) / 1000).toFixed(1)} s, at the run's limit of ` +
          `${deadline.limitSeconds()} s (${deadline.howToExtend()}); the page showed ${await this.showing()}`);
      }
      // A page still loading cannot be asked (the context is gone): that is not yet, not a failure.
      const v = await this.eval(expression).catch((e) => {
        if (this.browser.exitedYet) throw new Error(`waiting for ${what}: ${e.message}; stderr: ${this.browser.stderr.slice(-2000)}`);
        return undefined;
      });
      if (v) return v;
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

module.exports = { Browser, removeTree };
