import { defineIsland } from "../define";
import { ChatLauncher } from "../../features/support-chat/chat-launcher";

/** The support chat's button; the chat itself (panel, socket, calls) loads when it is opened. */
export default defineIsland({ name: "chat-launcher", component: ChatLauncher, strings: ["chat:"], when: "interaction" });
