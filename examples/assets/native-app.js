// A stand-in for the native app wrapper (docs/native-bridge.md), not part of the widgets: loaded before Kurv, it
// installs the iOS bridge window.webkit.messageHandlers.kurv.postMessage, lists every message Kurv posts under
// 'Meldinger til appen', and answers each request as an app would: it posts the answer to the page's own window
// (window.postMessage({ source: 'kurv-app', type, requestId, … }, location.origin)), as an app's script injected into
// the web view's main frame does. A real app shows its own screens (the camera, the card, the consent); this one answers
// at once, from the choices under 'Appen i eksemplet'. With 'Appen svarer' unchecked, requests wait unanswered.
(() => {
  const received = [];
  /** Each message's item in the list, once the page is there; each request's answer, once answered. */
  const shown = new Map();
  const answers = new Map();

  /** The stand-in's choices, as set under 'Appen i eksemplet' (its defaults before the page has loaded). */
  const choice = (id, fallback) => {
    const input = document.getElementById(id);
    if (!input) {
      return fallback;
    }
    return input.type === 'checkbox' ? input.checked : input.value.trim();
  };

  /** The app's answer to a request, or null for a notice (saveData, navigation, event: the app acts, answers nothing). */
  async function answerTo(message) {
    switch (message.type) {
      case 'login': {
        // The app's own login screen, here the simulator's member login; its token is the answer.
        const response = await fetch('/__sim/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'member' }),
        });
        return { token: response.ok ? (await response.json()).token : null };
      }
      case 'payment':
        return { status: 'PAID' };
      case 'qrCode':
        return { shown: true };
      case 'barcodeScan':
        return { ean: choice('app-scanned-ean', '7085824642592') || null };
      case 'pushConsent':
        return { granted: choice('app-consents', true) };
      case 'biometrics':
        return { success: true };
      case 'downloadReceipt':
        return { saved: true };
      default:
        return null;
    }
  }

  /** What the app did with a notice. */
  function noticeText(message) {
    switch (message.type) {
      case 'saveData':
        return `Appen lagret ${message.key}.`;
      case 'navigation':
        return `Appen åpner ${message.url}.`;
      default:
        return '';
    }
  }

  const list = () => document.getElementById('app-messages');

  function show(message) {
    const item = document.createElement('li');
    const type = document.createElement('strong');
    type.textContent = message.type;
    const payload = document.createElement('code');
    payload.textContent = JSON.stringify(message);
    item.append(type, ' ', payload);
    const notice = noticeText(message);
    if (notice) {
      const done = document.createElement('p');
      done.textContent = notice;
      item.append(done);
    }
    list().append(item);
    shown.set(message, item);
    if (answers.has(message)) {
      showAnswer(message);
    }
  }

  function showAnswer(message) {
    const item = shown.get(message);
    if (item) {
      const line = document.createElement('p');
      const code = document.createElement('code');
      code.textContent = JSON.stringify(answers.get(message));
      line.append('Svar fra appen: ', code);
      item.append(line);
    }
  }

  async function answer(message) {
    if (!message.requestId || !choice('app-answers', true)) {
      return;
    }
    const fields = await answerTo(message);
    if (fields) {
      const reply = { source: 'kurv-app', type: message.type, requestId: message.requestId, ...fields };
      answers.set(message, reply);
      showAnswer(message);
      window.postMessage(reply, location.origin);
    }
  }

  window.appMessages = received;
  window.webkit = {
    messageHandlers: {
      kurv: {
        postMessage(message) {
          received.push(message);
          if (list()) {
            show(message);
          }
          // As an app does: the answer comes later than the message, never inside Kurv's call.
          setTimeout(() => void answer(message), 0);
        },
      },
    },
  };
  document.addEventListener('DOMContentLoaded', () => {
    for (const message of received) {
      show(message);
    }
  });
})();
