import "./src/styles/global.css";
import "./src/styles/app.css";
