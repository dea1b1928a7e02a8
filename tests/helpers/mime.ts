// The sandbox's MIME reader (server/upstreams/sandbox/mime.ts), which the tests read mails with too.
export {
  parseMessage,
  type Attachment,
  type ParsedMessage,
} from '../../server/upstreams/sandbox/mime.ts';
