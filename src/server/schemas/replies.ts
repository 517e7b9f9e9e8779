/** The error reply of every route (CONTRIBUTING.md): { message, code?, errors? }, message in French. */
export const errorReply = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
  required: ['message'],
} as const;
