// Every icon the console's screens import from @mui/icons-material, for the UI kit's icons screen;
// icons.test.ts fails when a screen starts or stops using one that is not listed here.
import type { SvgIconComponent } from '@mui/icons-material';
import AddIcon from '@mui/icons-material/Add';
import AddCommentIcon from '@mui/icons-material/AddComment';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import ArchiveIcon from '@mui/icons-material/Archive';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BackspaceIcon from '@mui/icons-material/Backspace';
import BlockIcon from '@mui/icons-material/Block';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import CallIcon from '@mui/icons-material/Call';
import CallEndIcon from '@mui/icons-material/CallEnd';
import ChatIcon from '@mui/icons-material/Chat';
import CheckIcon from '@mui/icons-material/Check';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionIcon from '@mui/icons-material/Description';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditIcon from '@mui/icons-material/Edit';
import ErrorIcon from '@mui/icons-material/Error';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import FilterListIcon from '@mui/icons-material/FilterList';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import LightModeIcon from '@mui/icons-material/LightMode';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LogoutIcon from '@mui/icons-material/Logout';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import MovieIcon from '@mui/icons-material/Movie';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PhoneIcon from '@mui/icons-material/Phone';
import SearchIcon from '@mui/icons-material/Search';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import SmsIcon from '@mui/icons-material/Sms';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TranslateIcon from '@mui/icons-material/Translate';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import UploadIcon from '@mui/icons-material/Upload';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

export const CONSOLE_ICONS: Record<string, SvgIconComponent> = {
  Add: AddIcon,
  AddComment: AddCommentIcon,
  AddPhotoAlternate: AddPhotoAlternateIcon,
  AltRoute: AltRouteIcon,
  Archive: ArchiveIcon,
  ArrowBack: ArrowBackIcon,
  ArrowDownward: ArrowDownwardIcon,
  ArrowDropDown: ArrowDropDownIcon,
  ArrowForward: ArrowForwardIcon,
  ArrowUpward: ArrowUpwardIcon,
  Assessment: AssessmentIcon,
  AttachFile: AttachFileIcon,
  Autorenew: AutorenewIcon,
  Backspace: BackspaceIcon,
  Block: BlockIcon,
  BookmarksOutlined: BookmarksOutlinedIcon,
  Call: CallIcon,
  CallEnd: CallEndIcon,
  Chat: ChatIcon,
  Check: CheckIcon,
  CheckBox: CheckBoxIcon,
  CheckBoxOutlineBlank: CheckBoxOutlineBlankIcon,
  CheckCircle: CheckCircleIcon,
  Close: CloseIcon,
  ContentCopy: ContentCopyIcon,
  CreateNewFolder: CreateNewFolderIcon,
  DarkMode: DarkModeIcon,
  Delete: DeleteIcon,
  DeleteForever: DeleteForeverIcon,
  DeleteOutline: DeleteOutlineIcon,
  Description: DescriptionIcon,
  Done: DoneIcon,
  DoneAll: DoneAllIcon,
  DragIndicator: DragIndicatorIcon,
  DriveFileMove: DriveFileMoveIcon,
  DriveFileRenameOutline: DriveFileRenameOutlineIcon,
  Edit: EditIcon,
  Error: ErrorIcon,
  ExpandLess: ExpandLessIcon,
  ExpandMore: ExpandMoreIcon,
  FileDownload: FileDownloadIcon,
  FileDownloadOutlined: FileDownloadOutlinedIcon,
  FileUpload: FileUploadIcon,
  FilterList: FilterListIcon,
  Folder: FolderIcon,
  FolderOpen: FolderOpenIcon,
  ImageOutlined: ImageOutlinedIcon,
  LightMode: LightModeIcon,
  LockOpen: LockOpenIcon,
  Logout: LogoutIcon,
  Map: MapIcon,
  Menu: MenuIcon,
  Mic: MicIcon,
  MicOff: MicOffIcon,
  Movie: MovieIcon,
  Notifications: NotificationsIcon,
  NotificationsActive: NotificationsActiveIcon,
  OpenInNew: OpenInNewIcon,
  PermMedia: PermMediaIcon,
  Phone: PhoneIcon,
  Search: SearchIcon,
  Send: SendIcon,
  Settings: SettingsIcon,
  Sms: SmsIcon,
  Storefront: StorefrontIcon,
  SubdirectoryArrowRight: SubdirectoryArrowRightIcon,
  SwapHoriz: SwapHorizIcon,
  Translate: TranslateIcon,
  Unarchive: UnarchiveIcon,
  Upload: UploadIcon,
  Videocam: VideocamIcon,
  VideocamOff: VideocamOffIcon,
  ViewColumnOutlined: ViewColumnOutlinedIcon,
  Visibility: VisibilityIcon,
  VisibilityOff: VisibilityOffIcon,
};
