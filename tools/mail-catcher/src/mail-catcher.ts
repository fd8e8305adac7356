import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { messageStore, type MessageStore } from './message-store';
import { smtpReceiver } from './smtp-receiver';
import { webApp } from './web-app';

/** Never configurable: the caught mail holds live reset and confirmation links. */
export const MAIL_CATCHER_HOST = '127.0.0.1';

export interface RunningMailCatcher {
  /** What a sender's SMTP_URL should be. */
  smtpUrl: string;
  /** The page listing the messages; the JSON API is under `/api/messages`. */
  webUrl: string;
  smtpServer: SMTPServer;
  webServer: Server;
  store: MessageStore;
  close(): Promise<void>;
}

function listeningPort(server: { address(): AddressInfo | string | null }): number {
  return (server.address() as AddressInfo).port;
}

/** An SMTP server and a web page over one in-memory store, both on 127.0.0.1 (port 0: any free one). */
export async function startMailCatcher({ smtpPort, httpPort }: { smtpPort: number; httpPort: number }): Promise<RunningMailCatcher> {
  const store = messageStore();
  const smtpServer = smtpReceiver(store);
  await new Promise<void>((resolve, reject) => {
    smtpServer.once('error', reject);
    smtpServer.listen(smtpPort, MAIL_CATCHER_HOST, () => {
      smtpServer.off('error', reject);
      resolve();
    });
  });
  const webServer = webApp(store).listen(httpPort, MAIL_CATCHER_HOST);
  try {
    await once(webServer, 'listening');
  } catch (error) {
    await new Promise<void>((resolve) => smtpServer.close(() => resolve()));
    throw error;
  }
  return {
    smtpUrl: `smtp://${MAIL_CATCHER_HOST}:${listeningPort(smtpServer.server)}`,
    webUrl: `http://${MAIL_CATCHER_HOST}:${listeningPort(webServer)}`,
    smtpServer,
    webServer,
    store,
    close: async () => {
      webServer.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtpServer.close(() => resolve())),
        new Promise<void>((resolve) => webServer.close(() => resolve())),
      ]);
    },
  };
}
