{{- /* A Prometheus Operator ServiceMonitor for the deployable's Service (global.metrics.serviceMonitor.enabled;
needs the operator's CRDs). Its labels are the deployable's plus serviceMonitor.labels, e.g. the
`release` label a kube-prometheus-stack Prometheus selects on. */ -}}
{{- define "care-lib.serviceMonitor" -}}
{{- $g := .Values.global | default dict -}}
{{- if and .Values.metrics.enabled .Values.service.enabled (dig "metrics" "serviceMonitor" "enabled" false $g) -}}
apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata:
  name: {{ include "care-lib.fullname" . }}
  labels:
    {{- include "care-lib.labels" . | nindent 4 }}
    {{- with dig "metrics" "serviceMonitor" "labels" dict $g }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
spec:
  selector:
    matchLabels:
      {{- include "care-lib.selectorLabels" . | nindent 6 }}
  endpoints:
    - port: http
      path: {{ .Values.metrics.path | default "/metrics" }}
      interval: {{ dig "metrics" "serviceMonitor" "interval" "30s" $g }}
      scrapeTimeout: {{ dig "metrics" "serviceMonitor" "scrapeTimeout" "10s" $g }}
{{- end -}}
{{- end -}}
