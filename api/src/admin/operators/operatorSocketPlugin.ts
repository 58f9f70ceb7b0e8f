// Opens the operator control socket (operatorSocket.ts) while a store on a PGlite data directory runs, and removes
// it when the store stops. Its commands create an operator or set a new password, as the CLI would directly, and
// read the health of a remote's releases for `npm run releases` (health/releaseHealthReader.ts); other tools that
// need the database may bring commands of their own (`commands`, e.g. signing a preview link).
import type { FastifyPluginAsync } from 'fastify';
import { type OperatorInput, OperatorInputError, createOperator } from './createOperator';
import { type OperatorSocket, type SocketHandler, listenOnOperatorSocket } from './operatorSocket';
import { releaseHealthOf } from '../../health/healthCounts';
import { RELEASE_HEALTH_COMMAND } from '../../health/releaseHealthReader';

export const CREATE_OPERATOR_COMMAND = 'create-operator';

interface Options {
  dataDir: string;
  /** More commands by name; each gets the request without its `command`. */
  commands?: Record<string, SocketHandler>;
}

const operatorSocketPlugin: FastifyPluginAsync<Options> = async (app, { dataDir, commands = {} }) => {
  let socket: OperatorSocket | null = null;
  app.addHook('onReady', async () => {
    try {
      socket = await listenOnOperatorSocket(dataDir, async (request) => {
        const { command, ...input } = (request ?? {}) as { command?: unknown } & OperatorInput;
        if (typeof command === 'string' && Object.hasOwn(commands, command)) return commands[command](input);
        if (command === RELEASE_HEALTH_COMMAND) {
          const { remote, releases } = input as unknown as { remote?: unknown; releases?: unknown };
          if (typeof remote !== 'string' || !Array.isArray(releases) || !releases.every((id) => typeof id === 'string'))
            return { ok: false, message: 'release-health takes a remote and a list of releases' };
          return { ok: true, health: await releaseHealthOf(app.db, new Map([[remote, releases as string[]]])) };
        }
        if (command !== CREATE_OPERATOR_COMMAND) return { ok: false, message: `unknown command ${JSON.stringify(command)}` };
        try {
          const outcome = await createOperator(app.db, input);
          app.log.info({ operator: outcome.operator.email, action: outcome.action }, 'operator account changed through the control socket');
          return { ok: true, ...outcome };
        } catch (error) {
          if (error instanceof OperatorInputError) return { ok: false, message: error.message };
          throw error;
        }
      });
    } catch (error) {
      // The store runs without it; `npm run operator:create` then says the store must be stopped first.
      app.log.warn({ err: error }, 'the operator control socket could not be opened');
    }
  });
  app.addHook('preClose', async () => {
    await socket?.close();
  });
};

export default operatorSocketPlugin;
