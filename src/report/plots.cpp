// Inline SVG plots.
#include "report/plots.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "quantity/format.h"

namespace claimcheck {

std::string html_escape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

namespace {

constexpr double kWidth = 760, kLeft = 250, kRight = 70, kTop = 80, kRow = 26, kBottom = 54;
/// A linear axis of a percentage stops here; values beyond it are drawn at its
/// end with their value written out.
constexpr double kPercentCap = 1.5;

/// A round step that cuts `span` into about six: 1, 2, 2.5 or 5 times a power of ten.
double nice_step(double span) {
  const double raw = span / 6, power = std::pow(10, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
    if (raw <= m * power) return m * power;
  return 10 * power;
}

/// A row label that fits the margin: long names are cut with an ellipsis.
std::string short_label(const std::string& label) {
  constexpr std::size_t kMax = 36;
  if (label.size() <= kMax) return label;
  std::size_t cut = kMax - 1;
  while (cut > 0 && (static_cast<unsigned char>(label[cut]) & 0xC0) == 0x80) --cut;
  return label.substr(0, cut) + "…";
}

std::string number(double v, const Plot& p) {
  if (p.percent) return format_sig3(v * 100) + "%";
  return format_sig3(v / p.scale) + p.unit_suffix;
}

std::string value_text(const Quantity& q, const Plot& p) {
  if (q.is_point()) return number(q.lo(), p);
  return number(q.lo(), p) + "–" + (std::isinf(q.hi()) ? std::string("∞") : number(q.hi(), p));
}

}  // namespace

std::string plot_svg(const Plot& p) {
  // The axis: every finite end of every mark and band.
  double lo = INFINITY, hi = -INFINITY;
  auto take = [&](double v) {
    if (!std::isfinite(v) || (p.log && v <= 0)) return;
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  };
  for (const auto& r : p.rows)
    for (const auto& m : r.marks) {
      take(m.value.lo());
      take(m.value.hi());
    }
  for (const auto& b : p.bands) {
    take(b.lo);
    if (!p.log || b.hi < hi * 10) take(b.hi);
  }
  if (!std::isfinite(lo)) lo = p.log ? 1e-3 : 0, hi = p.log ? 1 : 1;
  if (p.log) {
    lo = std::pow(10, std::floor(std::log10(lo)));
    hi = std::pow(10, std::ceil(std::log10(hi)));
    if (hi <= lo) hi = lo * 10;
  } else {
    lo = std::min(lo, 0.0);
    if (p.percent) hi = std::min(std::max(hi, 1.0), kPercentCap);
    if (hi <= lo) hi = lo + 1;
    const double step = nice_step(hi - lo);
    hi = std::ceil(hi / step - 1e-9) * step;
  }
  const double plot_w = kWidth - kLeft - kRight;
  auto x = [&](double v) {
    if (p.log) {
      v = std::max(v, lo);
      return kLeft + plot_w * (std::log10(v) - std::log10(lo)) / (std::log10(hi) - std::log10(lo));
    }
    return kLeft + plot_w * (std::clamp(v, lo, hi) - lo) / (hi - lo);
  };
  const double height = kTop + kRow * static_cast<double>(p.rows.size()) + kBottom;
  const double axis_y = kTop + kRow * static_cast<double>(p.rows.size());
  std::string s = fmt::format(
      "<figure class=\"plot\">\n<svg role=\"img\" "
      "aria-labelledby=\"{0}-title {0}-desc\" viewBox=\"0 0 {1} {2}\" width=\"100%\">\n<title "
      "id=\"{0}-title\">{3}</title>\n<desc id=\"{0}-desc\">{4} for each "
      "of {5} rows; the table below gives every value.</desc>\n",
      p.id, kWidth, height, html_escape(p.title), html_escape(p.axis), p.rows.size());
  s += fmt::format("<text x=\"{}\" y=\"20\" class=\"plot-title\">{}</text>\n", kLeft,
                   html_escape(p.title));
  // The legend: each kind of mark once.
  {
    std::vector<std::pair<std::string, int>> kinds;
    for (const auto& r : p.rows)
      for (const auto& m : r.marks)
        if (std::none_of(kinds.begin(), kinds.end(),
                         [&](const auto& k) { return k.first == m.name; }))
          kinds.emplace_back(m.name, m.value.is_point() || m.style != 0 ? m.style : 3);
    double lx = kLeft;
    for (const auto& [name, style] : kinds) {
      if (style == 1)
        s += fmt::format(
            "<line x1=\"{0:.1f}\" y1=\"30\" x2=\"{0:.1f}\" y2=\"42\" class=\"floor\"/>\n", lx + 4);
      else if (style == 2)
        s += fmt::format("<path d=\"M{:.1f} 30 l6 6 l-6 6 l-6 -6 z\" class=\"other\"/>\n", lx + 4);
      else if (style == 3)
        s += fmt::format(
            "<rect x=\"{:.1f}\" y=\"33\" width=\"14\" height=\"6\" class=\"range\"/>\n", lx - 2);
      else
        s += fmt::format("<circle cx=\"{:.1f}\" cy=\"36\" r=\"5\" class=\"point\"/>\n", lx + 4);
      s += fmt::format("<text x=\"{:.1f}\" y=\"40\" class=\"legend\">{}</text>\n", lx + 16,
                       html_escape(name));
      lx += 30 + 7 * static_cast<double>(name.size());
    }
  }
  for (std::size_t i = 0; i < p.bands.size(); ++i) {
    const PlotBand& b = p.bands[i];
    const double x0 = x(b.lo), x1 = std::isfinite(b.hi) ? x(std::min(b.hi, hi)) : x(hi);
    // Labels on alternate lines, so that neighbouring bands' do not overlap.
    s += fmt::format(
        "<rect x=\"{:.1f}\" y=\"{}\" width=\"{:.1f}\" height=\"{:.1f}\" class=\"{}\"/>\n<text "
        "x=\"{:.1f}\" y=\"{}\" class=\"band-label\">{}</text>\n",
        x0, kTop - 8, std::max(x1 - x0, 1.0), axis_y - kTop + 8, b.warning ? "band-bad" : "band",
        x0 + 3, kTop - 12 - 13 * static_cast<double>(i % 2), html_escape(b.label));
  }
  // Ticks.
  std::vector<double> ticks;
  if (p.log) {
    for (double t = lo; t <= hi * 1.0001; t *= 10) ticks.push_back(t);
  } else {
    const double step = nice_step(hi - lo);
    for (double t = lo; t <= hi + step * 1e-6; t += step) ticks.push_back(t);
  }
  s += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" class=\"axis\"/>\n", kLeft,
                   axis_y, kWidth - kRight, axis_y);
  for (double t : ticks)
    s += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1}\" x2=\"{0:.1f}\" y2=\"{2}\" class=\"grid\"/>\n<text "
        "x=\"{0:.1f}\" y=\"{3}\" class=\"tick\">{4}</text>\n",
        x(t), kTop - 4, axis_y + 4, axis_y + 18, html_escape(number(t, p)));
  s += fmt::format("<text x=\"{}\" y=\"{}\" class=\"axis-label\">{}</text>\n", kLeft + plot_w / 2,
                   axis_y + 40, html_escape(p.axis));
  // Rows.
  for (std::size_t i = 0; i < p.rows.size(); ++i) {
    const double y = kTop + kRow * static_cast<double>(i) + kRow / 2;
    const PlotRow& r = p.rows[i];
    s += fmt::format("<text x=\"{}\" y=\"{:.1f}\" class=\"row-label\">{}</text>\n", kLeft - 8,
                     y + 4, html_escape(short_label(r.label)));
    for (const auto& m : r.marks) {
      const double a = x(m.value.lo()), b = x(std::isinf(m.value.hi()) ? hi : m.value.hi());
      const std::string tip = html_escape(m.name + ": " + value_text(m.value, p));
      if (!m.value.is_point())
        s += fmt::format(
            "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"6\" class=\"range "
            "mark{}\"><title>{}</title></rect>\n",
            a, y - 3, std::max(b - a, 1.0), m.style, tip);
      const double c = m.value.is_point() ? a : (a + b) / 2;
      if (m.style == 1)
        s += fmt::format(
            "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" "
            "class=\"floor\"><title>{3}</title></line>\n",
            a, y - 9, y + 9, tip);
      else if (m.style == 2)
        s += fmt::format(
            "<path d=\"M{0:.1f} {1:.1f} l6 6 l-6 6 l-6 -6 z\" class=\"other\"><title>{2}</title>"
            "</path>\n",
            a, y - 6, tip);
      else if (m.value.is_point())
        s += fmt::format(
            "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" class=\"point\"><title>{}</title>"
            "</circle>\n",
            c, y, tip);
      // Beyond the axis: at its end, with the value written out.
      if (m.value.hi() > hi && std::isfinite(m.value.hi()))
        s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" class=\"beyond\">→ {}</text>\n",
                         x(hi) + 8, y + 4, html_escape(value_text(m.value, p)));
    }
  }
  s += "</svg>\n";
  // The text equivalent.
  std::vector<std::string> names;
  for (const auto& r : p.rows)
    for (const auto& m : r.marks)
      if (std::find(names.begin(), names.end(), m.name) == names.end()) names.push_back(m.name);
  s += fmt::format(
      "<figcaption>{}</figcaption>\n<details class=\"plot-values\"><summary>The "
      "values plotted</summary>\n<table class=\"plot-data\"><caption>{}: the "
      "values plotted</caption>\n<tr><th scope=\"col\"></th>",
      html_escape(p.axis), html_escape(p.title));
  for (const auto& n : names) s += fmt::format("<th scope=\"col\">{}</th>", html_escape(n));
  s += "</tr>\n";
  for (const auto& r : p.rows) {
    s += fmt::format("<tr><th scope=\"row\">{}</th>", html_escape(r.label));
    for (const auto& n : names) {
      std::string cell;
      for (const auto& m : r.marks)
        if (m.name == n) cell = value_text(m.value, p);
      s += fmt::format("<td>{}</td>", html_escape(cell));
    }
    s += "</tr>\n";
  }
  s += "</table>\n</details>\n</figure>\n";
  return s;
}

}  // namespace claimcheck
