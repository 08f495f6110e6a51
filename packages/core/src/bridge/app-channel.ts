import { consoleLogger, type Logger } from '../logger';
import { type AppAnswer, type AppRequestType, readAppAnswer } from './app-answer';
import type { BridgeMessage, NativeBridge } from './native-bridge';

/** A message Kurv posts that the app answers: the bridge message of that type, its `requestId` given by the channel. */
export type AppRequest = BridgeMessage extends infer Message
  ? Message extends { requestId: string }
    ? Omit<Message, 'requestId'>
    : never
  : never;

/** The app's answer to a request of this type. */
export type AppAnswerTo<Type extends AppRequestType> = Extract<AppAnswer, { type: Type }>;

/** Requests to the app, each answered once. */
export interface AppChannel {
  /**
   * Posts the request with a fresh `requestId`: `taken` says whether an app listens, `answer` resolves the app's answer
   * to it (null at once when no app listens). A request the app never answers stays pending (a scan or a payment takes
   * the shopper's time).
   */
  request<Type extends AppRequestType>(message: AppRequest & { type: Type }): { taken: boolean; answer: Promise<AppAnswerTo<Type> | null> };
}

/** The window the app's answers are posted to: the web view's page. */
export interface AppAnswerTarget {
  addEventListener(type: 'message', listener: (event: Pick<MessageEvent, 'data' | 'origin' | 'source'>) => void): void;
  readonly location: { readonly origin: string };
}

interface AppChannelOptions {
  bridge: NativeBridge;
  logger: Logger;
  target?: AppAnswerTarget;
  createId?: () => string;
}

function randomRequestId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `app-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The channel to the app: posts requests through the bridge and listens, from the first request on, for the answers
 * the app posts to the page's own window. A message from another window (an iframe, a popup) or another origin is not
 * the app's and is ignored without a word; a malformed answer, or one no request waits for, is ignored with a warning,
 * and the request it meant keeps waiting for a good answer.
 */
export function createAppChannel({
  bridge,
  logger,
  target = globalThis as never,
  createId = randomRequestId,
}: AppChannelOptions): AppChannel {
  const pending = new Map<string, { type: AppRequestType; resolve: (answer: AppAnswer | null) => void }>();
  let listening = false;

  const receive = (event: Pick<MessageEvent, 'data' | 'origin' | 'source'>) => {
    // Only the app's: it posts to the page's own window from the main frame, with the page's origin.
    if (event.source !== (target as unknown) || event.origin !== target.location.origin) {
      return;
    }
    const read = readAppAnswer(event.data);
    if (read.kind === 'other') {
      return;
    }
    if (read.kind === 'malformed') {
      logger.warn(`An answer from the app was ignored: ${read.problem}`);
      return;
    }
    const waiting = pending.get(read.answer.requestId);
    if (!waiting || waiting.type !== read.answer.type) {
      logger.warn(`An answer from the app was ignored: no ${read.answer.type} request ${read.answer.requestId} is waiting`);
      return;
    }
    pending.delete(read.answer.requestId);
    waiting.resolve(read.answer);
  };

  return {
    request(message) {
      // Outside a browser (a server render, a unit test's store) there is no window to listen on: no answer comes.
      if (!listening && typeof target.addEventListener === 'function') {
        listening = true;
        target.addEventListener('message', receive);
      }
      const requestId = createId();
      let settle: (answer: AppAnswer | null) => void = () => undefined;
      const answer = new Promise<AppAnswer | null>((resolve) => {
        settle = resolve;
      });
      pending.set(requestId, { type: message.type, resolve: settle });
      const taken = bridge.post({ ...message, requestId } as BridgeMessage);
      if (!taken) {
        pending.delete(requestId);
        settle(null);
      }
      // The answer is the request's type: receive() hands a request only an answer of its own type.
      return { taken, answer: answer as never };
    },
  };
}

let pageChannel: AppChannel | null = null;
let pageBridge: NativeBridge | null = null;

/**
 * The page's one channel to the app, posting through the bridge it was last given: every request of the page (the
 * widgets' login, the store's payment, `window.kurv`'s calls) shares one listener and one list of waiting requests, so
 * an answer is never taken for a stray one by a second channel.
 */
export function pageAppChannel(bridge: NativeBridge, logger: Logger = consoleLogger): AppChannel {
  pageBridge = bridge;
  pageChannel ??= createAppChannel({ bridge: { post: (message) => pageBridge?.post(message) ?? false }, logger });
  return pageChannel;
}
