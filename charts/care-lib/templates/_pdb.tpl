{{- /* maxUnavailable by default: a PDB never blocks a node drain, even with one replica */ -}}
{{- define "care-lib.pdb" -}}
{{- if .Values.pdb.enabled -}}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "care-lib.fullname" . }}
  labels:
    {{- include "care-lib.labels" . | nindent 4 }}
spec:
  {{- if .Values.pdb.minAvailable }}
  minAvailable: {{ .Values.pdb.minAvailable }}
  {{- else }}
  maxUnavailable: {{ .Values.pdb.maxUnavailable | default 1 }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "care-lib.selectorLabels" . | nindent 6 }}
{{- end -}}
{{- end -}}
