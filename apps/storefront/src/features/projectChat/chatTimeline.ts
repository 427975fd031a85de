import type { ProjectChat, ProjectChatMessage, RoomFile } from '@showroom/api';

/** Who may write in a project's chat (§7 projectChat): its customer, the showroom's contractor, a hired designer. */
export const chatRoles = ['customer', 'contractor', 'designer'] as const;
export type ChatRole = (typeof chatRoles)[number];

/** The signed-in person, as far as the chat needs to know them. */
export interface ChatViewer {
  readonly id: number;
  readonly name: string;
  /** §6 user type: 'User' (customer), 'Contractor', 'Designer', … */
  readonly type: string;
}

export interface ChatPeople {
  readonly viewer: ChatViewer | null;
  /** The project's customer (`ProjectChat.project.owner_name`). */
  readonly ownerName: string;
  /** Names of the designers hired for the project, when the page knows them. */
  readonly designerNames?: readonly string[];
}

const roleOfType: Readonly<Record<string, ChatRole>> = {
  User: 'customer',
  Contractor: 'contractor',
  Designer: 'designer',
};

/**
 * The author's role badge. The contract's messages carry who wrote them, not in which role,
 * so the role follows from who may chat at all: the viewer knows their own type; the project's
 * owner is its customer; a hired designer is a designer; the one other person a chat opens to
 * is the showroom's owner the project was shared with, its contractor.
 */
export function chatRoleOf(author: { user_id: number; user_name: string }, people: ChatPeople): ChatRole {
  const own = people.viewer !== null && author.user_id === people.viewer.id;
  if (own) {
    const role = roleOfType[people.viewer?.type ?? ''];
    if (role) return role;
  }
  if (author.user_name === people.ownerName) return 'customer';
  if (people.designerNames?.includes(author.user_name)) return 'designer';
  return 'contractor';
}

/** One row of the conversation: a message, a room file, or the viewer's post on its way. */
export type ChatEntry =
  | { readonly kind: 'message'; readonly key: string; readonly at: string; readonly message: ProjectChatMessage }
  | { readonly kind: 'file'; readonly key: string; readonly at: string; readonly file: RoomFile };

/**
 * Messages and room files as one conversation, oldest first (the server sends each list oldest
 * first; merged by time, a message before a file posted at the same moment, as the post makes them).
 */
export function chatEntries(chat: Pick<ProjectChat, 'Project_chats' | 'room_files'>): ChatEntry[] {
  const entries: ChatEntry[] = [
    ...chat.Project_chats.map((message) => ({
      kind: 'message' as const,
      key: `message-${message.id}`,
      at: message.created_at,
      message,
    })),
    ...chat.room_files.map((file) => ({ kind: 'file' as const, key: `file-${file.id}`, at: file.created_at, file })),
  ];
  const order = (entry: ChatEntry) => (entry.kind === 'message' ? 0 : 1);
  const idOf = (entry: ChatEntry) => (entry.kind === 'message' ? entry.message.id : entry.file.id);
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || order(a) - order(b) || idOf(a) - idOf(b));
}

/** What the live region says about entries that arrived on a reload: '2 new messages from Daniel Reyes.' */
export function arrivalAnnouncement(arrived: readonly ChatEntry[]): string {
  if (arrived.length === 0) return '';
  const names = [...new Set(arrived.map((entry) => (entry.kind === 'message' ? entry.message : entry.file).user_name))];
  const what =
    arrived.length === 1
      ? arrived[0]?.kind === 'file'
        ? 'New room file'
        : 'New message'
      : `${arrived.length} new messages`;
  return `${what} from ${names.join(' and ')}.`;
}

/** Characters left before the contract's limit, shown from this close to it. */
export const COUNTER_FROM_REMAINING = 200;
