import { defineIsland } from "../define";
import { ChatHeaderBadge } from "../../features/support-chat/chat-header-badge";

/** The header's unread count of the support chat: started with the chat launcher (nothing to show before). */
export default defineIsland({ name: "chat-badge", component: ChatHeaderBadge, strings: ["chat:supportChat"], when: "interaction" });
