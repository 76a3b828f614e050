import { defineIsland } from "../define";
import { ChatLauncher } from "../../features/support-chat/chat-launcher";

/** The support chat's button; the chat itself (panel, socket, calls) loads when it is opened. Its failures use the errors catalogue. */
export default defineIsland({ name: "chat-launcher", component: ChatLauncher, strings: ["chat:", "errors:"], when: "interaction" });
