// The MUI components of the portal's first page (the shell's frame, Home, the screen states, and
// the dialogs any page may open: Log Out, "Discard changes?") as one module, shared by the portal's
// builds (a kit: a non-singleton shared module versioned by this file's content, @care/build's
// sharedKits). Without it each build bundles its own copy of these components and of MUI's theme
// code behind them (~25 KB gzipped counted twice on /home). Portal code and @care/ui import these
// names from here, never from '@mui/material' (mui.test.ts checks it); anything else comes from
// '@mui/material' as usual and is bundled by the build that uses it. Whatever is listed here is
// downloaded by every portal page: list only what the first page shows. Families that talk
// through a React context (List and its items, Dialog and its parts) stay on one side.
export {
  Alert,
  AppBar,
  Avatar,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Button,
  CircularProgress,
  CssBaseline,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  ThemeProvider,
  Toolbar,
  Typography,
  createSvgIcon,
  createTheme,
  decomposeColor,
  useMediaQuery,
} from '@mui/material'
export type { ButtonProps, SxProps, Theme } from '@mui/material'
