// The html block's editor: TipTap (StarterKit) with a small toolbar; the block keeps its HTML
// (the server sanitizes it before storing, the portal again when it shows it).
import { useEffect } from 'react'
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material'
import { createSvgIcon } from '@mui/material/utils'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { texts } from './texts.ts'

const tb = texts.blocks.toolbar
// Material's format_list_bulleted and format_list_numbered
const BulletsIcon = createSvgIcon(<path d="M4 10.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5-.67-1.5-1.5-1.5m0-6c-.83 0-1.5.67-1.5 1.5S3.17 7.5 4 7.5 5.5 6.83 5.5 6 4.83 4.5 4 4.5m0 12c-.83 0-1.5.68-1.5 1.5s.68 1.5 1.5 1.5 1.5-.68 1.5-1.5-.67-1.5-1.5-1.5M7 19h14v-2H7zm0-6h14v-2H7zm0-8v2h14V5z" />, 'FormatListBulleted')
const NumbersIcon = createSvgIcon(<path d="M2 17h2v.5H3v1h1v.5H2v1h3v-4H2zm1-9h1V4H2v1h1zm-1 3h1.8L2 13.1v.9h3v-1H3.2L5 10.9V10H2zm5-6v2h14V5zm0 14h14v-2H7zm0-6h14v-2H7z" />, 'FormatListNumbered')

export function RichText({ html, onChange, label }: { html: string; onChange: (html: string) => void; label: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: html,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'care-rich-text' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  // a block replaced from outside (undo of a reorder, a reload) shows its own HTML
  useEffect(() => {
    if (editor && !editor.isFocused && html !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(html, { emitUpdate: false })
  }, [editor, html])
  if (!editor) return null
  const tools = [
    { key: 'bold', label: tb.bold, text: 'B', active: editor.isActive('bold'), run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', label: tb.italic, text: 'I', active: editor.isActive('italic'), run: () => editor.chain().focus().toggleItalic().run() },
    { key: 'bullet', label: tb.bulletList, text: <BulletsIcon fontSize="small" />, active: editor.isActive('bulletList'), run: () => editor.chain().focus().toggleBulletList().run() },
    { key: 'ordered', label: tb.orderedList, text: <NumbersIcon fontSize="small" />, active: editor.isActive('orderedList'), run: () => editor.chain().focus().toggleOrderedList().run() },
  ]
  return (
    <Box>
      <ToggleButtonGroup size="small" aria-label={label} sx={{ mb: 0.5 }}>
        {tools.map((tool) => (
          <ToggleButton key={tool.key} value={tool.key} selected={tool.active} aria-label={tool.label} onClick={tool.run} sx={{ minWidth: 36, fontWeight: tool.key === 'bold' ? 700 : undefined, fontStyle: tool.key === 'italic' ? 'italic' : undefined }}>
            {tool.text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          '& .care-rich-text': { minHeight: 96, outline: 'none', overflowWrap: 'anywhere' },
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  )
}
