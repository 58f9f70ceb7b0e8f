// The catalogue's answers kept by question: a page of the store, a search, featured products, categories —
// the same bytes for everyone until the catalogue changes, so each is made once per catalogue version and sent again
// as it is, compressed once. The key is the version and the question with its parameters in name order; the least
// recently asked go first past `maxBytes`. A question being answered is answered once: requests for it meanwhile wait.
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PreparedAnswer } from '../http/preparedAnswer';

export const CATALOG_ANSWERS_MAX_BYTES = 16 * 1024 * 1024;

/** The question a request asks: its path and its parameters sorted by name, empty ones left out. */
export function questionOf(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://storefront.internal');
  const params = [...searchParams].filter(([, value]) => value !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${pathname}?${new URLSearchParams(params).toString()}`;
}

export class CatalogAnswers {
  private readonly answers: LRUCache<string, PreparedAnswer>;
  private readonly making = new Map<string, Promise<PreparedAnswer>>();

  constructor(maxBytes = CATALOG_ANSWERS_MAX_BYTES) {
    this.answers = new LRUCache({ maxSize: maxBytes, sizeCalculation: (answer) => Math.max(1, answer.size) });
  }

  /** Sends the answer to the request's question at catalogue `version`, made by `answer` when it is not kept. */
  async send(request: FastifyRequest, reply: FastifyReply, version: number, answer: () => Promise<unknown>): Promise<FastifyReply> {
    const key = `${version} ${questionOf(request.url)}`;
    let prepared = this.answers.get(key);
    reply.header('x-catalog-cache', prepared ? 'hit' : 'miss');
    if (!prepared) {
      let making = this.making.get(key);
      if (!making) {
        making = answer().then((value) => new PreparedAnswer(value));
        this.making.set(key, making);
        making
          .then(
            (made) => this.answers.set(key, made),
            () => {},
          )
          .finally(() => this.making.delete(key));
      }
      prepared = await making;
    }
    return prepared.send(request, reply);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.answers.size, bytes: this.answers.calculatedSize };
  }
}
