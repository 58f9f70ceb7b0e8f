// An error that answers with its status code and a JSON body of `{ message, ...details }`.

export class ApiError extends Error {
  readonly statusCode: number;
  readonly details: Record<string, unknown>;

  constructor(statusCode: number, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.details = details;
  }
}
